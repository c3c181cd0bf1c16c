"""Model classes, looked up by name from the config (`getattr(models, cfg.model.name)`)."""
from .decoder import MAEDecoder
from .encoder import ViTEncoder
from .mae import MAE

__all__ = ["MAE", "MAEDecoder", "ViTEncoder"]
