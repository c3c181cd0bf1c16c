from .chain import Chain
