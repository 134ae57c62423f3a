/**
 * Tabs on Radix (arrow keys, Home/End, roving focus, tab/tabpanel roles). Panels stay mounted
 * only while active, so hidden tabs cost nothing.
 *
 * @example <Tabs label="Sections" tabs={[{ value: 'a', label: 'A', content: <A /> }]} />
 */
import { Tabs as Radix } from 'radix-ui';
import type { ReactNode } from 'react';

interface TabItem {
  value: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  label: string;
  tabs: readonly TabItem[];
  defaultValue?: string;
}

export function Tabs({ label, tabs, defaultValue }: TabsProps) {
  return (
    <Radix.Root defaultValue={defaultValue ?? tabs[0]?.value ?? ''}>
      <Radix.List aria-label={label} className="flex gap-1 overflow-x-auto rounded-lg bg-wash p-1 ring-1 ring-line">
        {tabs.map((tab) => (
          <Radix.Trigger
            key={tab.value}
            value={tab.value}
            className="min-h-11 flex-1 whitespace-nowrap rounded-md px-3 text-sm font-semibold text-muted hover:text-ink data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm"
          >
            {tab.label}
          </Radix.Trigger>
        ))}
      </Radix.List>
      {tabs.map((tab) => (
        <Radix.Content key={tab.value} value={tab.value} className="mt-4 focus-visible:outline-offset-4">
          {tab.content}
        </Radix.Content>
      ))}
    </Radix.Root>
  );
}
