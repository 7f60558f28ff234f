import { PHOTO_JPEG_QUALITY, photoSize } from './photo-size';

/** A picture drawn at the size a card photo is sent at (photo-size.ts), as a JPEG. */
function encode(source: CanvasImageSource, width: number, height: number): Promise<Blob> {
  const size = photoSize({ width, height });
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('no 2d canvas'));
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the photo could not be encoded'))),
      'image/jpeg',
      PHOTO_JPEG_QUALITY,
    ),
  );
}

/** The camera's current frame, as the card photo. */
export function photoFromVideo(video: HTMLVideoElement): Promise<Blob> {
  return encode(video, video.videoWidth, video.videoHeight);
}

/**
 * A chosen or camera-app photo, opened upright (its EXIF rotation applied) and sent downscaled;
 * rejects when the browser cannot open it as an image.
 */
export async function photoFromFile(file: Blob): Promise<Blob> {
  const image = await openImage(file);
  try {
    return await encode(image, image.width, image.height);
  } finally {
    image.close();
  }
}

/** A file as a bitmap, upright. */
export function openImage(file: Blob): Promise<ImageBitmap> {
  return createImageBitmap(file, { imageOrientation: 'from-image' });
}
