import type { ReactNode } from 'react';
import { Box, Heading, Stack } from 'design-system';

/** A titled card of an order's details page; named by its heading when `id` is given. */
export function OrderSection({
  title,
  id,
  children,
}: {
  title: ReactNode;
  id?: string;
  children: ReactNode;
}) {
  return (
    <Box
      as="section"
      padding="lg"
      borderRadius="md"
      background="surface"
      borderWidth="thin"
      borderStyle="solid"
      borderColor="border"
      aria-labelledby={id}
    >
      <Stack space="md">
        <Heading level={2} size="sm" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}
