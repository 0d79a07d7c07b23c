/** The upload placeholder icons a photo type names (`uploadImagePlaceholderIcon`). */
export function UploadIcon({ name }: { name: 'id-card' | 'camera' }) {
  return (
    <svg className="photo-uploader__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {name === 'id-card' ? (
        <>
          <rect x="2.5" y="5" width="19" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <circle cx="8" cy="11" r="2.2" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M4.8 16.2c.8-1.6 1.9-2.3 3.2-2.3s2.4.7 3.2 2.3M14 10h5M14 13.5h4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </>
      ) : (
        <>
          <path d="M4 8h3l1.5-2h7L17 8h3v11H4z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
          <circle cx="12" cy="13" r="3.4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </>
      )}
    </svg>
  );
}
