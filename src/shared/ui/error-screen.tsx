import { useLocation } from 'wouter';
import { ButtonLink, Heading, sprinkles } from 'design-system';
import { stripLocale } from '@/shared/lib/links';
import { Head } from './head-collector';

interface ErrorScreenProps {
  code: number;
  title: string;
  text: string;
  actionLabel: string;
  actionHref: string;
}

/**
 * A 404 or 500 page: its head (titled, not indexed) and its body: status, heading, explanation
 * and a way back.
 */
export function ErrorScreen({ code, title, text, actionLabel, actionHref }: ErrorScreenProps) {
  const [path] = useLocation();
  return (
    <>
      <Head title={`${title} — Savat`} description={title} path={stripLocale(path)} noindex />
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
        {/* The design system's heading: its line height fits a title that wraps on a phone. */}
        <Heading level={1} id="error-title">
          {title}
        </Heading>
        <p className={sprinkles({ margin: 'none' })} data-testid="error-text">
          {text}
        </p>
        <ButtonLink href={actionHref} tone="primary">
          {actionLabel}
        </ButtonLink>
      </section>
    </>
  );
}
