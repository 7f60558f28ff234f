// What other modules may import from this one; everything else in the folder is its own.
export {
  deleteUploadsOfDeletedAccount,
  releaseReplacedImages,
  sweepOrphanUploads,
} from './unreferenced-uploads';
export { assertOwnImages } from './own-images';
export { releasePrivatePhotos, storePrivatePhoto } from './private-images';
export { IMAGE_MULTIPART_LIMITS, readImageFile } from './read-image-file';
