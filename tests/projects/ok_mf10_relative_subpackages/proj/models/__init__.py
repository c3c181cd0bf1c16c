from .net import forward
