import Person from '@mui/icons-material/Person';
import Folder from '@mui/icons-material/Folder';
import { Avatar, AvatarGroup, Badge, Stack, Tooltip } from '@mui/material';
import { Section, colours } from '../Demo';
import { initial, people, sampleImage } from '../sample';

export default function AvatarPage() {
    return (
        <>
            <Section title="تصویر، حرف و نماد">
                <Avatar alt={people[0]} src={sampleImage(0, 120, 120)} />
                <Avatar>{initial(people[1])}</Avatar>
                <Avatar sx={{ bgcolor: 'primary.main' }}><Person /></Avatar>
                <Avatar variant="rounded" sx={{ bgcolor: 'secondary.main' }}><Folder /></Avatar>
                <Avatar variant="square">{initial(people[2])}</Avatar>
            </Section>
            <Section title="رنگ‌ها">
                {colours.map((c, i) => (
                    <Tooltip key={c.value} title={people[i]}>
                        <Avatar sx={{ bgcolor: `${c.value}.main`, color: `${c.value}.contrastText` }}>{initial(people[i])}</Avatar>
                    </Tooltip>
                ))}
            </Section>
            <Section title="اندازه‌ها">
                {[24, 32, 40, 56, 72].map(size => (
                    <Avatar key={size} src={sampleImage(size, 120, 120)} alt="" sx={{ width: size, height: size }} />
                ))}
            </Section>
            <Section title="گروه و وضعیت">
                <AvatarGroup max={4}>
                    {people.slice(0, 7).map((p, i) => <Avatar key={p} alt={p} src={sampleImage(i, 120, 120)} />)}
                </AvatarGroup>
                <Stack direction="row" spacing={2}>
                    <Badge overlap="circular" variant="dot" color="success" anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
                        <Avatar>{initial(people[3])}</Avatar>
                    </Badge>
                    <Badge overlap="circular" variant="dot" color="error" anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
                        <Avatar>{initial(people[4])}</Avatar>
                    </Badge>
                </Stack>
            </Section>
        </>
    );
}
