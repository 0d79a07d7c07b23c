import { SelectField, type SelectOption } from '../../../components/ui/select-field';

interface BrandToolbarProps {
  /** The brand select's id, unique on the page. */
  id: string;
  label: string;
  brands: readonly SelectOption[];
  /** The brand shown. */
  value: string;
  onChoose: (brand: string) => void;
  /** The words of the last change done, in the page's status region. */
  announcement: string;
}

/** The brand an admin page shows, one at a time (prices, offers), beside the page's status region. */
export function BrandToolbar({
  id,
  label,
  brands,
  value,
  onChoose,
  announcement,
}: BrandToolbarProps) {
  return (
    <div className="admin-toolbar">
      <div className="admin-filter">
        <SelectField
          id={id}
          name="brand"
          label={label}
          options={brands}
          value={value}
          onChange={(event) => onChoose(event.target.value)}
        />
      </div>
      <div role="status" className="admin-notice">
        {announcement}
      </div>
    </div>
  );
}
