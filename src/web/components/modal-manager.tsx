import {
  createContext,
  useContext,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";

/**
 * Which modals are open, in the order they opened. One per app: the promotion overlay (spec §4) asks it
 * whether another modal is open before showing itself, and a Dialog asks it whether it is the topmost one.
 */
interface ModalStore {
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => ReadonlyArray<string>;
  readonly open: (id: string) => void;
  readonly close: (id: string) => void;
}

const createModalStore = (): ModalStore => {
  let stack: ReadonlyArray<string> = [];
  const listeners = new Set<() => void>();
  const publish = (next: ReadonlyArray<string>) => {
    stack = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => stack,
    open: (id) => {
      if (!stack.includes(id)) publish([...stack, id]);
    },
    close: (id) => {
      if (stack.includes(id)) publish(stack.filter((open) => open !== id));
    },
  };
};

const ModalStoreContext = createContext<ModalStore | null>(null);

/** Holds the app's one modal manager; place it once, around everything that may open a modal. */
export const ModalManagerProvider = ({ children }: { readonly children: ReactNode }) => {
  const [store] = useState(createModalStore);
  return <ModalStoreContext.Provider value={store}>{children}</ModalStoreContext.Provider>;
};

export interface ModalManager {
  /** Whether any modal (Dialog, Drawer, or one registered with `useRegisterModal`) is open now. */
  readonly isModalOpen: boolean;
  readonly openCount: number;
}

const NO_MODALS: ReadonlyArray<string> = [];
const subscribeToNothing = () => () => undefined;

const useModalStack = (store: ModalStore | null): ReadonlyArray<string> =>
  useSyncExternalStore(
    store?.subscribe ?? subscribeToNothing,
    store?.getSnapshot ?? (() => NO_MODALS),
    store?.getSnapshot ?? (() => NO_MODALS),
  );

/** Whether a modal is open and how many, kept current. Needs a ModalManagerProvider above it. */
export const useModalManager = (): ModalManager => {
  const store = useContext(ModalStoreContext);
  if (store === null) throw new Error("useModalManager is used outside a ModalManagerProvider");
  const stack = useModalStack(store);
  return { isModalOpen: stack.length > 0, openCount: stack.length };
};

/**
 * Counts a modal as open while `open` is true, and answers whether it is the topmost one (the one Esc
 * closes). Without a ModalManagerProvider it counts nothing and every modal is topmost.
 */
export const useRegisterModal = (open: boolean): { readonly isTopmost: boolean } => {
  const store = useContext(ModalStoreContext);
  const id = useId();
  const stack = useModalStack(store);
  useEffect(() => {
    if (!open || store === null) return undefined;
    store.open(id);
    return () => store.close(id);
  }, [open, store, id]);
  return { isTopmost: store === null || stack.at(-1) === id || !stack.includes(id) };
};
