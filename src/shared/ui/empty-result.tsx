import type { ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';
import { ButtonLink, Heading, Stack, Text } from 'design-system';

interface EmptyResultProps {
  title: string;
  text?: ReactNode;
  actionLabel?: string;
  actionHref?: string;
  headingLevel?: 1 | 2;
  /**
   * Whether the block is a status that screen readers say as it appears; `false` where the page
   * says the result in a live region of its own, so it is not heard twice.
   */
  live?: boolean;
}

/** "Nothing here" with a way out (reset filters, back to the catalogue). */
export function EmptyResult({
  title,
  text,
  actionLabel,
  actionHref,
  headingLevel = 2,
  live = true,
}: EmptyResultProps) {
  return (
    <Stack
      space="md"
      align="center"
      paddingY="xxxl"
      textAlign="center"
      role={live ? 'status' : undefined}
    >
      <Heading level={headingLevel} size="md">
        {title}
      </Heading>
      {text ? <Text tone="muted">{text}</Text> : null}
      {actionLabel && actionHref ? (
        <ButtonLink href={actionHref} as={RouterLink} tone="primary">
          {actionLabel}
        </ButtonLink>
      ) : null}
    </Stack>
  );
}
