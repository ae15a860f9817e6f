import { Avatar, type AvatarProps } from '@mui/material';

// each at least 4.5:1 against the white initials (WCAG AA)
const COLORS = ['#007B55', '#0C53B7', '#8A5A00', '#B72136', '#7635DC', '#2065D1', '#8E3B46', '#04297A'];

/** A drawn avatar: the person's initials on a colour of their own (no photos over the network). */
export const InitialsAvatar = ({ name, size = 40, sx, ...props }: { name: string; size?: number } & AvatarProps) => {
    const parts = name.trim().split(/\s+/);
    const initials = parts.slice(0, 2).map(part => part.charAt(0)).join('\u200c');
    let hash = 0;
    for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
    return (
        <Avatar alt={name} sx={{ width: size, height: size, fontSize: size * 0.38, bgcolor: COLORS[hash % COLORS.length], color: '#fff', ...sx }} {...props}>
            {initials}
        </Avatar>
    );
};
