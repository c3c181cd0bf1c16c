from .loop import fit
