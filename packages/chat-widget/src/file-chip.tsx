// A file as a chip: its icon and name. With onRemove it is a button that removes the file.
import { CloseIcon, FileIcon } from './icons';

interface FileChipProps {
  file: File;
  /** Accessible name of the remove button, e.g. "Remove report.pdf". */
  removeLabel?: string;
  onRemove?: () => void;
}

export function FileChip({ file, removeLabel, onRemove }: FileChipProps) {
  const content = (
    <>
      <FileIcon mimeType={file.type} />
      <span className="hearth-chat-chip-name">{file.name}</span>
    </>
  );
  if (!onRemove) return <span className="hearth-chat-chip">{content}</span>;
  return (
    <button type="button" className="hearth-chat-chip" aria-label={removeLabel} title={removeLabel} onClick={onRemove}>
      {content}
      <CloseIcon />
    </button>
  );
}
