from .branches import explore, exploit
