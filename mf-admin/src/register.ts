// Tells the shared diagnostics registry which singletons this remote sees (see shared/).
import React from 'react';
import { ThemeContext } from 'styled-components';
import { QueryClientContext } from '@tanstack/react-query';
import { registerApp } from '@kraanvogel/shared';

registerApp('admin', {
  react: React,
  reactVersion: React.version,
  styledThemeContext: ThemeContext,
  queryClientContext: QueryClientContext,
});
