type Prompt = () => Promise<boolean>;

let prompt: Prompt | null = null;
let asking: Promise<boolean> | null = null;

/** The dialog that asks for a code (ui/step-up-dialog.tsx) registers here while it is mounted. */
export const setSecondFactorPrompt = (next: Prompt | null) => {
  prompt = next;
};

/**
 * Asks the user to confirm a second factor (decision 185), answering whether they did. Actions refused at once share
 * one question; with no dialog mounted, nothing is asked.
 */
export const askForSecondFactor = (): Promise<boolean> => {
  if (!prompt) return Promise.resolve(false);
  asking ??= prompt().finally(() => {
    asking = null;
  });
  return asking;
};
