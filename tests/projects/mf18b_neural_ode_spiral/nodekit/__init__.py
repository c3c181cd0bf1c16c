"""Neural ODEs fitted to trajectories with explicit Runge-Kutta solvers."""
from . import solvers
from .configs import CONFIG, merge
from .data import make_spiral_dataset
from .losses import trajectory_loss
from .models import init_vector_field, vector_field

__all__ = ["CONFIG", "init_vector_field", "make_spiral_dataset", "merge", "solvers", "trajectory_loss", "vector_field"]
