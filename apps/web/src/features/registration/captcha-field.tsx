import { Box } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { reportError } from '../../ui/error-reporting';

type Recaptcha = {
  render: (
    element: HTMLElement,
    options: { sitekey: string; hl: string; callback: (token: string) => void; 'expired-callback': () => void },
  ) => number;
};
type RecaptchaWindow = Window & { grecaptcha?: Recaptcha; onCaptchaLoaded?: () => void };

/** reCAPTCHA v2's script, loaded only on the page that asks a captcha (the CSP allows its origins then). */
const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit&onload=onCaptchaLoaded';

let loading: Promise<Recaptcha> | null = null;
const loadRecaptcha = (): Promise<Recaptcha> => {
  const win = window as RecaptchaWindow;
  loading ??= new Promise((resolve, reject) => {
    win.onCaptchaLoaded = () => (win.grecaptcha ? resolve(win.grecaptcha) : reject(new Error('no captcha')));
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onerror = () => {
      loading = null;
      reject(new Error('the captcha script did not load'));
    };
    document.head.append(script);
  });
  return loading;
};

/** The captcha widget of /register; `onChange` receives its answer, or '' when the answer expires. */
export const CaptchaField = ({
  siteKey,
  language,
  onChange,
}: {
  siteKey: string;
  language: string;
  onChange: (token: string) => void;
}) => {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    void loadRecaptcha()
      .then((recaptcha) => {
        if (cancelled || !container.current) return;
        recaptcha.render(container.current, {
          sitekey: siteKey,
          hl: language,
          callback: onChange,
          'expired-callback': () => onChange(''),
        });
      })
      .catch((error: unknown) => reportError('Captcha unavailable', error));
    return () => {
      cancelled = true;
    };
    // The widget renders once per page; a new callback does not re-render it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [siteKey, language]);
  return <Box ref={container} mih={78} />;
};
