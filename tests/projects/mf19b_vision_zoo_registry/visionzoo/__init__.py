"""A tiny vision model zoo: models register themselves by name; configs are dataclasses."""
from . import models  # noqa: F401  (fills the registry)
from .registry import create_model, list_models

__all__ = ["create_model", "list_models"]
