/**
 * Client-side navigation for stories, as the app wires it (app/RootLayout.tsx): React Aria's
 * RouterProvider for its own links (menu items) and LinkNavigationProvider for the design system's
 * native links. Both call the story's `navigate` mock with (href, options), as React Aria does.
 */
import type { ComponentType, ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { fn } from 'storybook/test';
import { LinkNavigationProvider } from '@/components';

export function StoryRouting({
  navigate,
  children,
}: {
  navigate: (href: string, options?: unknown) => void;
  children: ReactNode;
}) {
  return (
    <RouterProvider navigate={navigate}>
      <LinkNavigationProvider navigate={(href) => navigate(href, undefined)}>{children}</LinkNavigationProvider>
    </RouterProvider>
  );
}

/** The decorator for stories that only need links to navigate somewhere harmless (a mock). */
export function withStoryRouting(Story: ComponentType) {
  return (
    <StoryRouting navigate={fn().mockName('navigate')}>
      <Story />
    </StoryRouting>
  );
}
