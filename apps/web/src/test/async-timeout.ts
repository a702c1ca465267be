import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` wait 1 s by default: on a two-core machine, beside the API files' databases, a form's
// validation and render alone can take longer.
configure({ asyncUtilTimeout: 5_000 });
