/** What the modal host passes to every modal; its own file, so a modal never imports the host that loads it. */
export interface ModalProps {
  open: boolean;
  onClose: () => void;
  plan?: string | undefined;
}
