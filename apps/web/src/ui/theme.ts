import { createTheme } from '@mantine/core';

const FONT_STACK = 'Figtree, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

// Plain objects keyed by component name rather than `Select.extend(...)`: importing the components
// here would pull the combobox, floating-ui and number-format code into the sign-in entry chunk.
const md = { defaultProps: { size: 'md' } };

/** Spec point 9: primary colour lime, Figtree, inputs and buttons at size md. */
export const theme = createTheme({
  primaryColor: 'lime',
  primaryShade: { light: 8, dark: 6 },
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: '700' },
  defaultRadius: 'md',
  components: {
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
