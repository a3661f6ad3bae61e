import type { CSSProperties } from 'react';
import classes from './lazy-image.module.css';

interface LazyImageProps {
  src: string | undefined;
  alt: string;
  /** CSS aspect-ratio of the frame, e.g. '4 / 3'. */
  ratio?: string;
  className?: string;
  eager?: boolean;
  /** Shown instead when `src` fails to load (e.g. a smaller copy the library does not have). */
  fallbackSrc?: string | undefined;
}

/** An image that loads lazily in a fixed frame, so the layout does not jump while it arrives. */
export function LazyImage({ src, alt, ratio = '4 / 3', className, eager = false, fallbackSrc }: LazyImageProps) {
  const style: CSSProperties = { aspectRatio: ratio };
  return (
    <div className={`${classes.frame} ${className ?? ''}`} style={style}>
      {src && (
        <img
          className={classes.image}
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={(event) => {
            if (fallbackSrc && event.currentTarget.getAttribute('src') !== fallbackSrc)
              event.currentTarget.src = fallbackSrc;
          }}
          {...(eager ? { fetchPriority: 'high' as const } : {})}
        />
      )}
    </div>
  );
}
