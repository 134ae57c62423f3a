/** Opens the modal named by any clicked `[data-open-modal]` element (see lib/modals.ts). */
import { isModalName, openModal } from '#site/lib/modals.ts';

document.addEventListener('click', (event) => {
  const trigger = (event.target as Element | null)?.closest<HTMLElement>('[data-open-modal]');
  const name = trigger?.dataset.openModal;
  if (!trigger || !isModalName(name)) return;
  event.preventDefault();
  void openModal({ name, plan: trigger.dataset.plan, returnFocus: trigger });
});
