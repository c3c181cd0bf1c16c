"""A physics-informed network for the 1-D heat equation u_t = k u_xx on [0, 1]."""
from .loss import pinn_loss
from .network import init_mlp, u_net
