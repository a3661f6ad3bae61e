import type { CSSProperties } from 'react';
import classes from './lazy-image.module.css';

interface LazyImageProps {
  src: string | undefined;
  alt: string;
  /** CSS aspect-ratio of the frame, e.g. '4 / 3'. */
  ratio?: string;
  className?: string;
  eager?: boolean;
}

/** An image that loads lazily in a fixed frame, so the layout does not jump while it arrives. */
export function LazyImage({ src, alt, ratio = '4 / 3', className, eager = false }: LazyImageProps) {
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
          {...(eager ? { fetchPriority: 'high' as const } : {})}
        />
      )}
    </div>
  );
}
