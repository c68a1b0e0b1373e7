-- The three roles of REFERENCE.md (role_id 2 is the administrator, 3 the moderator).
INSERT INTO roles (id, name, description) VALUES
  (1, 'User', 'A member of the community'),
  (2, 'Admin', 'Holds every power and enters the back office'),
  (3, 'Moderator', 'Reviews content and manages tags');
