import { useCallback } from 'react';

/**
 * An image of bytes fetched with the session (a blob): its object URL is made when the element
 * is attached and revoked when it goes, so no photo stays in memory after its row (a ref's
 * cleanup, which StrictMode's second attachment also gets right).
 */
export function BlobImage({
  blob,
  alt,
  className,
}: {
  blob: Blob;
  alt: string;
  className?: string;
}) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(blob);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <img ref={attach} alt={alt} className={className} />;
}
