"""A small variational autoencoder on flat vectors."""
from .losses import negative_elbo
from .model import decode, encode, init_vae
