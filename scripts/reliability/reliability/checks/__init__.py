"""One module per check; each defines run(check, target, mode)."""
