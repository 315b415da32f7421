import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { renderHeadHtml, type HeadContextValue, type HeadData } from './head';

/** Collects the page's head while rendering on the server. */
export interface HeadCollector {
  head: HeadData | null;
}

const CollectorContext = createContext<HeadCollector | null>(null);
const HeadSettingsContext = createContext<HeadContextValue>({ locale: 'uz', publicUrl: '' });

export function HeadProvider({
  collector,
  settings,
  children,
}: {
  collector: HeadCollector | null;
  settings: HeadContextValue;
  children: ReactNode;
}) {
  return (
    <CollectorContext.Provider value={collector}>
      <HeadSettingsContext.Provider value={settings}>{children}</HeadSettingsContext.Provider>
    </CollectorContext.Provider>
  );
}

/** Declares the page's title, description, alternates, Open Graph and structured data. */
export function Head(props: HeadData) {
  const collector = useContext(CollectorContext);
  const settings = useContext(HeadSettingsContext);
  // The server reads what the last rendered page declared; rendering has no other side effect.
  if (collector) collector.head = props;
  const html = renderHeadHtml(props, settings);
  useEffect(() => {
    for (const node of Array.from(document.head.querySelectorAll('[data-head]'))) node.remove();
    document.head.insertAdjacentHTML('beforeend', html);
  }, [html]);
  return null;
}
