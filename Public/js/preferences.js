// Page-level switches: the ambient withAnimation toggle and projector mode.

/** The transaction SwiftUI's `withAnimation(.easeInOut)` sets around a write. */
export const EASE_IN_OUT_TRANSACTION = Object.freeze({
  animation: Object.freeze({ curve: "easeInOut", duration: 0.35, delay: 0, speed: 1 }),
  disablesAnimations: false,
});

/** The ambient transaction to send with writes, or null when the toggle is off. */
export function ambientTransaction() {
  return document.getElementById("ambient").checked ? EASE_IN_OUT_TRANSACTION : null;
}

const PROJECTOR_KEY = "playground.projector";

/** Wires the projector button: large type and heavier contrast, remembered per browser. */
export function setUpProjectorMode() {
  const button = document.getElementById("projector");
  const apply = (on) => {
    document.documentElement.classList.toggle("projector", on);
    button.setAttribute("aria-pressed", String(on));
  };
  let stored = false;
  try { stored = localStorage.getItem(PROJECTOR_KEY) === "on"; } catch { /* storage may be disabled */ }
  apply(stored);
  button.addEventListener("click", () => {
    const on = button.getAttribute("aria-pressed") !== "true";
    apply(on);
    try { localStorage.setItem(PROJECTOR_KEY, on ? "on" : "off"); } catch { /* not remembered then */ }
  });
}
