import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

function withoutPwa(plugins: PluginOption[] | undefined): PluginOption[] {
  return (plugins ?? []).flat(Infinity as 1).filter((plugin) => {
    const name = plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : '';
    // The PWA plugin would try to precache Storybook's own multi-megabyte runtime.
    return !String(name).startsWith('vite-plugin-pwa');
  });
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({ ...viteConfig, plugins: withoutPwa(viteConfig.plugins) }),
};

export default config;
