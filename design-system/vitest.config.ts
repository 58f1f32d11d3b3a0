import { reactTestConfig } from '../tooling/vitest-react';

export default reactTestConfig(import.meta.dirname);
