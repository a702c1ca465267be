import { createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

const FONT_STACK = 'Figtree, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

// Plain objects keyed by component name rather than `Select.extend(...)`: importing the components
// here would pull the combobox, floating-ui and number-format code into the sign-in entry chunk.
const md = { defaultProps: { size: 'md' } };

const { colors } = DEFAULT_THEME;
/** A Mantine palette with one shade replaced. */
const withShade = (shades: MantineColorsTuple, index: number, value: string) =>
  shades.with(index, value) as unknown as MantineColorsTuple;

/**
 * Contrast for text (4.5:1), decision 085. Lime keeps Mantine's hues with its two deepest shades darkened: shade 8
 * (buttons, links, outlines) carries white text and sits on white or the grey panels at 4.7:1 or more, shade 9 (text
 * of the light variants: badges, active menu entry, avatar) reaches 5.7:1 on shade 1. Grey shade 6 is the "dimmed"
 * secondary text, 4.6:1 on the grey panels. Shade 9 of green, teal, yellow and orange is the text of their light
 * variants, darkened just enough for 4.5:1 on shade 1. Red 8 (filled and outline red) takes red 9's value, 4.5:1 on
 * the grey panels.
 */
const COLORS = {
  lime: withShade(withShade(colors.lime, 8, '#4a7c0b'), 9, '#3f6b0a'),
  gray: withShade(colors.gray, 6, '#676e76'),
  green: withShade(colors.green, 9, '#277c38'),
  teal: withShade(colors.teal, 9, '#087956'),
  yellow: withShade(colors.yellow, 9, '#a15300'),
  orange: withShade(colors.orange, 9, '#b83d0d'),
  red: withShade(colors.red, 8, '#c92a2a'),
};

/** Spec point 9: primary colour lime, Figtree, inputs and buttons at size md. */
export const theme = createTheme({
  primaryColor: 'lime',
  primaryShade: { light: 8, dark: 6 },
  colors: COLORS,
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: '700' },
  defaultRadius: 'md',
  components: {
    // Links are told from the text around them by more than their colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    Button: md,
    ActionIcon: md,
    Input: md,
    InputWrapper: md,
    TextInput: md,
    PasswordInput: md,
    Select: md,
    NativeSelect: md,
    NumberInput: md,
    Textarea: md,
    Autocomplete: md,
    MultiSelect: md,
  },
});
