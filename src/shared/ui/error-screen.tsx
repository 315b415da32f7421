import { sprinkles } from 'design-system';

interface ErrorScreenProps {
  code: number;
  title: string;
  text: string;
  actionLabel: string;
  actionHref: string;
}

/** The body of the 404 and 500 pages: status, heading, explanation and a way back. */
export function ErrorScreen({ code, title, text, actionLabel, actionHref }: ErrorScreenProps) {
  return (
    <section
      className={sprinkles({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 'lg',
        paddingY: 'huge',
        paddingX: 'lg',
        textAlign: 'center',
      })}
      aria-labelledby="error-title"
    >
      <p className={sprinkles({ color: 'textMuted', margin: 'none' })}>{code}</p>
      <h1 id="error-title" className={sprinkles({ margin: 'none' })}>
        {title}
      </h1>
      <p className={sprinkles({ margin: 'none' })} data-testid="error-text">
        {text}
      </p>
      <a href={actionHref} className={sprinkles({ color: 'brandText' })}>
        {actionLabel}
      </a>
    </section>
  );
}
