"""A package whose jitted functions take static arguments (JAX810's cross-module cases)."""

from .model import step  # noqa: F401  (re-exported: `from pkg import step`)
