import SearchBox from '../exposes/search-box';

/** The search box as the shell's header shows it, for working on it alone. */
export default function SearchPreview() {
  return (
    <div style={{ maxWidth: 560, margin: '24px auto', padding: '0 16px' }}>
      <SearchBox />
    </div>
  );
}
