// The jsdom project's setup (jest.config.mjs): Testing Library's matchers, and the
// platform behaviour jsdom lacks that the islands rely on.
import '@testing-library/jest-dom';
import './popover';
import './details';
import './pseudo-elements';
import './active';
