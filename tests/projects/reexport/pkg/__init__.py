from .layers import dense
