import { defineMessages, useIntl } from 'react-intl';
import { renderPlainLink, type RenderLink } from '../private/renderLink';
import * as styles from './CategoryTile.css';

const categoryTileMessages = defineMessages<{ count: { count: number } }>({
  count: {
    id: 'ds.categoryTile.count',
    defaultMessage: '{count, plural, one {# product} other {# products}}',
    description: 'Number of products in a category, under the category name',
  },
});

export interface CategoryTileImage {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
}

export interface CategoryTileProps {
  name: string;
  href: string;
  /** Decorative: the name already says what the category is. */
  image?: CategoryTileImage;
  /** Number of products; hidden when omitted. */
  count?: number;
  /** Load the picture eagerly when the tile is above the fold. */
  eager?: boolean;
  renderLink?: RenderLink;
}

/** A category link with its picture, name and product count. */
export function CategoryTile({
  name,
  href,
  image,
  count,
  eager = false,
  renderLink = renderPlainLink,
}: CategoryTileProps) {
  const intl = useIntl();
  return renderLink({
    href,
    className: styles.root,
    children: (
      <>
        <span className={styles.media_}>
          {image ? (
            <img
              className={styles.image}
              src={image.src}
              srcSet={image.srcSet}
              sizes="(min-width: 768px) 160px, 33vw"
              width={image.width}
              height={image.height}
              alt=""
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : null}
        </span>
        <span className={styles.name}>{name}</span>
        {count === undefined ? null : (
          <span className={styles.count}>
            {intl.formatMessage(categoryTileMessages.count, { count })}
          </span>
        )}
      </>
    ),
  });
}
