"""Reliability checks of the binding playground: load, faults and hostile input."""
