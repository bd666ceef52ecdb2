import '@testing-library/jest-dom';
import './jest.popover';
import './jest.active';
