from nn.core import Module
from nn.layers import Dropout, Linear, Sequential
