import type { CSSProperties, ReactNode } from 'react';
import {
  allIcons,
  contrastRatio,
  requiredContrast,
  tokens,
  type ColorTokens,
} from '../../../design-system';

const cell: CSSProperties = {
  padding: '8px 12px',
  borderBottom: '1px solid #e4dfd3',
  textAlign: 'left',
  verticalAlign: 'middle',
};

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} style={cell} scope="col">
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Ratio({ ratio, required }: { ratio: number; required: number }) {
  const passes = ratio >= required;
  return (
    <span style={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
      {ratio.toFixed(2)}:1 {passes ? '✓' : '✗'} (≥ {required})
    </span>
  );
}

const themes: Array<[string, ColorTokens]> = [
  ['Light', tokens.lightColors],
  ['Dark', tokens.darkColors],
];

/** Every colour pair the components use, drawn in both themes with its WCAG contrast. */
export function ColourPairs() {
  return (
    <Table head={['Pair', 'Kind', ...themes.map(([name]) => name)]}>
      {tokens.contrastPairs.map(([fg, bg, kind]) => (
        <tr key={`${fg}-${bg}`}>
          <td style={cell}>
            <code>{fg}</code> on <code>{bg}</code>
          </td>
          <td style={cell}>{kind}</td>
          {themes.map(([name, colors]) => (
            <td key={name} style={cell}>
              <span
                style={{
                  display: 'inline-block',
                  padding: '4px 10px',
                  marginInlineEnd: 8,
                  borderRadius: 6,
                  background: colors[bg],
                  color: colors[fg],
                  border: kind === 'ui' ? `2px solid ${colors[fg]}` : undefined,
                }}
              >
                Savat
              </span>
              <Ratio
                ratio={contrastRatio(colors[fg], colors[bg])}
                required={requiredContrast[kind]}
              />
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
}

export function ColourPalette() {
  const names = Object.keys(tokens.lightColors) as Array<keyof ColorTokens>;
  return (
    <Table head={['Token', 'CSS variable', ...themes.map(([name]) => name)]}>
      {names.map((name) => (
        <tr key={name}>
          <td style={cell}>
            <code>{name}</code>
          </td>
          <td style={cell}>
            <code>--sv-color-{name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}</code>
          </td>
          {themes.map(([theme, colors]) => (
            <td key={theme} style={cell}>
              <span
                aria-hidden="true"
                style={{
                  display: 'inline-block',
                  width: 28,
                  height: 28,
                  borderRadius: 6,
                  marginInlineEnd: 8,
                  verticalAlign: 'middle',
                  background: colors[name],
                  boxShadow: 'inset 0 0 0 1px rgba(0,0,0,0.15)',
                }}
              />
              <code>{colors[name]}</code>
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
}

export function TypeScale() {
  const sizes = Object.keys(tokens.fontSize) as Array<keyof typeof tokens.fontSize>;
  return (
    <Table head={['Token', 'Size / line', 'Sample']}>
      {sizes.map((size) => (
        <tr key={size}>
          <td style={cell}>
            <code>{size}</code>
          </td>
          <td style={cell}>
            {tokens.fontSize[size]} / {tokens.lineHeight[size]}
          </td>
          <td
            style={{
              ...cell,
              fontSize: tokens.fontSize[size],
              lineHeight: tokens.lineHeight[size],
              fontFamily: tokens.fontFamily.body,
            }}
          >
            Oʻzbekiston · Gʻalla · Доставка · 12 500 soʻm
          </td>
        </tr>
      ))}
    </Table>
  );
}

function Scale({
  values,
  draw,
}: {
  values: Record<string, string>;
  draw: (value: string) => ReactNode;
}) {
  return (
    <Table head={['Token', 'Value', '']}>
      {Object.entries(values).map(([name, value]) => (
        <tr key={name}>
          <td style={cell}>
            <code>{name}</code>
          </td>
          <td style={cell}>{value}</td>
          <td style={cell}>{draw(value)}</td>
        </tr>
      ))}
    </Table>
  );
}

export function SpacingScale() {
  return (
    <Scale
      values={tokens.space}
      draw={(value) => (
        <span
          style={{
            display: 'block',
            width: value,
            height: 16,
            background: '#13773a',
            borderRadius: 2,
          }}
        />
      )}
    />
  );
}

export function RadiusScale() {
  return (
    <Scale
      values={tokens.radius}
      draw={(value) => (
        <span
          style={{
            display: 'block',
            width: 56,
            height: 40,
            borderRadius: value,
            border: '2px solid #13773a',
          }}
        />
      )}
    />
  );
}

export function ShadowScale() {
  return (
    <Scale
      values={tokens.shadow.light}
      draw={(value) => (
        <span
          style={{
            display: 'block',
            width: 96,
            height: 48,
            borderRadius: 10,
            background: '#fff',
            boxShadow: value,
          }}
        />
      )}
    />
  );
}

export function IconSet() {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
        gap: 12,
      }}
    >
      {allIcons.map((Icon) => (
        <div
          key={Icon.iconName}
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 6,
            padding: 12,
          }}
        >
          <Icon size="lg" />
          <code style={{ fontSize: 12 }}>{Icon.iconName}</code>
        </div>
      ))}
    </div>
  );
}
