// Testing Library's matchers (loaded by the shared jest setup) for the type checker.
import '@testing-library/jest-dom';
