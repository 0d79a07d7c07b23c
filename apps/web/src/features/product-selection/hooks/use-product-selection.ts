import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CatalogueCard, FlashMessage, ProductSelectionData } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import type { OrderSummary } from '@app/domain/pricing';
import { MAX_SELECTION_LINES, SelectionRuleError, cardItemIds, isCardSelected, selectOption, selectedItemOf, selectionProblem, swapCards, toggleCard, nextBox, summarizeSelection, type NextBox } from '@app/domain/selection';
import { readDraft, writeDraft } from '../../../lib/session-drafts';
import { getSelectionData, type SelectionRequest } from '../api/get-selection-data';

/** How long the page waits after the last change before asking the server for the box's tax. */
const REFRESH_DELAY_MS = 250;
const REFRESH_RETRY_MS = 2000;
const REFRESH_RETRIES = 3;

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: ProductSelectionData };

export interface ProductSelection {
  loaded: Loaded;
  selected: readonly number[];
  summary: OrderSummary | undefined;
  nextBox: NextBox | undefined;
  /** The server's tax for the box on screen is still on its way. */
  isUpdating: boolean;
  /** The item a card shows: its selected option, else the option last picked, else its first. */
  shownItemOf: (card: CatalogueCard) => number | undefined;
  isSelected: (card: CatalogueCard) => boolean;
  toggle: (card: CatalogueCard) => void;
  pickOption: (card: CatalogueCard, itemId: number) => void;
  swap: (from: CatalogueCard, to: CatalogueCard) => void;
  /** Fetches the data again for the box on screen (after a promo code changed, or to retry a failed load). */
  reload: () => Promise<void>;
}

const keyOf = (ids: readonly number[]) => ids.join(',');

/**
 * The recommended routine's state (001 §4): the server's data, the box the patient is building,
 * and its summary. Changes follow the domain's selection rules and show at once; the server's
 * figures for the new box (its tax) follow a moment later. The box survives a reload in this tab.
 */
export function useProductSelection(
  request: SelectionRequest,
  draftKey: string,
  notify: (message: FlashMessage) => void,
  isSubmitting: boolean,
): ProductSelection {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [selected, setSelected] = useState<readonly number[]>([]);
  const [pickedOptions, setPickedOptions] = useState<Readonly<Record<string, number>>>({});
  // Which box the data's tax and totals are for.
  const [pricedFor, setPricedFor] = useState<string | undefined>(undefined);
  // Failed asks for the figures of the box on screen; a new box starts again from 0.
  const [failedRefreshes, setFailedRefreshes] = useState(0);
  const latestRequest = useRef(0);
  const { flow, brand, treatmentCategory } = request;

  const fetchFor = useCallback(
    async (itemIds: readonly number[] | undefined) => {
      const ticket = ++latestRequest.current;
      const data = await getSelectionData({ flow, brand, treatmentCategory }, itemIds);
      return ticket === latestRequest.current ? data : undefined;
    },
    [flow, brand, treatmentCategory],
  );

  // The first load: the data, then the box kept in this tab if it can still be sold.
  const loadFirst = useCallback(async () => {
    try {
      const data = await fetchFor(undefined);
      if (!data) {
        return;
      }
      const draft = readDraft<{ selected: number[] }>(draftKey)?.selected;
      const isDraftSellable =
        Array.isArray(draft) && !selectionProblem(draft, data.cards, { context: data.initialPurchaseContext, fixedItemIds: data.initialSelectedItemIds });
      setSelected(isDraftSellable ? draft : data.initialSelectedItemIds);
      setPricedFor(keyOf(data.initialSelectedItemIds));
      setLoaded({ status: 'ready', data });
    } catch {
      setLoaded({ status: 'error' });
    }
  }, [fetchFor, draftKey]);

  useEffect(() => {
    void loadFirst();
    // A later answer for a page that is gone is dropped by fetchFor's ticket.
    return () => {
      latestRequest.current += 1;
    };
  }, [loadFirst]);

  const data = loaded.status === 'ready' ? loaded.data : undefined;
  const selectedKey = keyOf(selected);

  // The server's tax and totals for the box on screen, once the patient pauses; a failed answer is
  // asked for again a little later, a few times (the figures on screen stay the domain's).
  useEffect(() => {
    if (!data || pricedFor === selectedKey || failedRefreshes > REFRESH_RETRIES) {
      return;
    }
    const timer = setTimeout(
      () => {
        fetchFor(selectedKey === '' ? [] : selectedKey.split(',').map(Number))
          .then((fresh) => {
            if (fresh) {
              setLoaded({ status: 'ready', data: fresh });
              setPricedFor(selectedKey);
              setFailedRefreshes(0);
            }
          })
          .catch(() => setFailedRefreshes((count) => count + 1));
      },
      failedRefreshes === 0 ? REFRESH_DELAY_MS : REFRESH_RETRY_MS,
    );
    return () => clearTimeout(timer);
  }, [data, pricedFor, selectedKey, fetchFor, failedRefreshes]);

  const change = useCallback(
    (next: (current: readonly number[]) => number[]) => {
      if (!data) {
        return;
      }
      try {
        const changed = next(selected);
        if (changed.length > MAX_SELECTION_LINES) {
          notify({ type: 'critical', content: fillTemplate(MESSAGES.selection.tooManyLines, { max: MAX_SELECTION_LINES }) });
          return;
        }
        setSelected(changed);
        setFailedRefreshes(0);
        writeDraft(draftKey, { selected: changed });
      } catch (error) {
        if (!(error instanceof SelectionRuleError)) {
          throw error;
        }
        notify({ type: 'critical', content: error.message });
      }
    },
    [data, selected, notify, draftKey],
  );

  const context = data?.initialPurchaseContext ?? 'trial';
  const toggle = useCallback(
    (card: CatalogueCard) => {
      const shown = pickedOptions[card.key];
      change((current) => {
        const toggled = toggleCard(current, card, context);
        // Adding a card with colours adds the colour it shows.
        return shown !== undefined && !isCardSelected(current, card) ? selectOption(toggled, card, shown, context) : toggled;
      });
    },
    [change, context, pickedOptions],
  );

  const pickOption = useCallback(
    (card: CatalogueCard, itemId: number) => {
      if (isSubmitting) {
        return;
      }
      setPickedOptions((current) => ({ ...current, [card.key]: itemId }));
      change((current) => selectOption(current, card, itemId, context));
      notify({ type: 'success', content: MESSAGES.selection.optionSelected });
    },
    [change, context, isSubmitting, notify],
  );

  const swap = useCallback((from: CatalogueCard, to: CatalogueCard) => change((current) => swapCards(current, from, to, context)), [change, context]);

  const shownItemOf = useCallback(
    (card: CatalogueCard) => selectedItemOf(selected, card) ?? pickedOptions[card.key] ?? cardItemIds(card)[0],
    [selected, pickedOptions],
  );
  const isSelected = useCallback((card: CatalogueCard) => isCardSelected(selected, card), [selected]);

  const reload = useCallback(async () => {
    if (!data) {
      setLoaded({ status: 'loading' });
      await loadFirst();
      return;
    }
    const fresh = await fetchFor(selected);
    if (fresh) {
      setLoaded({ status: 'ready', data: fresh });
      setPricedFor(keyOf(selected));
    }
  }, [data, loadFirst, fetchFor, selected]);

  const summary = useMemo(
    () =>
      data
        ? summarizeSelection({ data, selectedItemIds: selected, purchaseContext: context, claim: data.initialPromotionClaim, tax: data.tax })
        : undefined,
    [data, selected, context],
  );

  return {
    loaded,
    selected,
    summary,
    nextBox: data ? nextBox(data, selected) : undefined,
    isUpdating: data !== undefined && pricedFor !== selectedKey,
    shownItemOf,
    isSelected,
    toggle,
    pickOption,
    swap,
    reload,
  };
}
