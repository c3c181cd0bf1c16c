from .encoder import Encoder
