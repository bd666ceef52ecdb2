import '@testing-library/jest-dom';
import './jest.popover';
